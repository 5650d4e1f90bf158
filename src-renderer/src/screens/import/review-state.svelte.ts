// The Review step of one import: the checked rows, the edits and exclusions made to them and the
// filter they are seen through. Part of a FileImport: a new file starts with none of these.
import type { Dictionary } from '../../../../src-shared/dictionaries/types';
import type { Mapping } from '../../../../src-shared/mapping/types';
import { downloadText } from '../../lib/download';
import { filterRows, type RowFilter, type TouchedRows } from '../../lib/row-filter';
import { below, NO_ROWS, toggled, withRow } from '../../lib/row-set';
import type { FixSuggestion, GridRow, ValidationSummary } from '../../workers/import-protocol';
import { unpackRows, type PackedRows } from '../../workers/packed-rows';
import type { ReviewOwner } from './import-parts';
import { withChanged, withSlice } from './grid-rows';

export class ReviewState {
  readonly #run: ReviewOwner;
  rows = $state.raw<GridRow[]>([]);
  summary = $state.raw<ValidationSummary | null>(null);
  excluded = $state.raw<ReadonlySet<number>>(NO_ROWS);
  #rowFilter = $state<RowFilter>('all');
  /** Rows edited or left out under the filter in force: they stay in view until the filter changes. */
  touched = $state.raw<TouchedRows>({ filter: 'all', indexes: NO_ROWS });
  /** The grid shows each cell's value as sent (cleaned) instead of as written. */
  asSent = $state(false);
  visibleRows = $derived(filterRows(this.rows, this.rowFilter, this.excluded, this.touched));
  /** Rows loaded so far while the worker streams them in. */
  rowsLoaded = $derived(this.rows.length);
  /** The mapping the rows in the grid were checked with (to know when to check again). */
  #checkedWith: Mapping | null = null;
  /** Value dictionaries the rows are read through (the first wins a value two of them know). */
  dictionaries = $state.raw<Dictionary[]>([]);
  /** What the last "always read X as Y" saved, said until another failing cell is chosen. */
  dictionaryNote = $state<string | null>(null);

  constructor(run: ReviewOwner) {
    this.#run = run;
  }

  /** The rows are read again (another encoding, header row...): what was checked and done to them goes. */
  forget(): void {
    this.rows = [];
    this.summary = null;
    this.excluded = NO_ROWS;
    this.touched = { filter: this.#rowFilter, indexes: NO_ROWS };
    this.#checkedWith = null;
  }

  get checkedWith(): Mapping | null {
    return this.#checkedWith;
  }

  /**
   * The mapping changed only in what checking does not read (the update policy): rows checked with
   * `before` count as checked with `after`.
   */
  carryChecked(before: Mapping | null, after: Mapping): void {
    if (before !== null && this.#checkedWith === before) this.#checkedWith = after;
  }

  /** Checks every row with the mapping in force, unless the grid already shows that. */
  ensureValidated = async (): Promise<void> => {
    const mapping = this.#run.mapping;
    if (!mapping || mapping === this.#checkedWith) return;
    const host = this.#run.host;
    await host.task('Checking every row', async () => {
      this.rows = [];
      this.summary = null;
      let loaded: GridRow[] = [];
      const summary = await this.#run.requireWorker().request(
        { type: 'validate', mapping, dictionaries: this.dictionaries },
        {
          onProgress: host.showProgress,
          onRows: (slice) => {
            loaded = withSlice(loaded, slice);
            this.rows = loaded;
          },
        },
      );
      this.#checkedWith = mapping;
      this.summary = summary;
      this.excluded = below(this.excluded, loaded.length);
    });
  };

  noteDictionaryEntry = (note: string | null): void => {
    this.dictionaryNote = note;
  };

  /** The rows are to be read through these dictionaries: checked again when next shown. */
  setDictionaries(dictionaries: Dictionary[]): void {
    this.dictionaries = dictionaries;
    this.#checkedWith = null;
  }

  /** Reads the rows again through these dictionaries. */
  useDictionaries = async (dictionaries: Dictionary[]): Promise<void> => {
    this.setDictionaries(dictionaries);
    await this.ensureValidated();
  };

  editCell = async (index: number, column: number, value: string): Promise<void> => {
    this.#keepInView(index);
    await this.#run.host.task(null, async () => {
      const answer = await this.#run.requireWorker().request({ type: 'edit', index, column, value });
      this.#takeChangedRows(answer);
    });
  };

  /** Leaves a row out of the import (or takes it back); duplicates are judged again among the rows kept. */
  toggleExcluded = async (index: number): Promise<void> => {
    const next = toggled(this.excluded, index);
    this.#keepInView(index);
    this.excluded = next;
    this.#run.forgetAfter('review');
    await this.#run.host.task(null, async () => {
      const answer = await this.#run.requireWorker().request({ type: 'exclude', excluded: [...next] });
      this.#takeChangedRows(answer);
    });
  };

  /** The file's row numbers of the rows left out (the job keeps and counts them). */
  excludedRowNumbers(): number[] {
    return [...this.excluded].flatMap((index) => this.rows[index]?.rowNumber ?? []);
  }

  get rowFilter(): RowFilter {
    return this.#rowFilter;
  }

  /** Another filter: the rows kept in view under the previous one go. */
  setRowFilter = (filter: RowFilter): void => {
    this.#rowFilter = filter;
    this.#run.host.tell(null);
    this.touched = { filter, indexes: NO_ROWS };
  };

  /** The grid shows the values as sent (cleaned), or as written. */
  setAsSent = (asSent: boolean): void => {
    this.asSent = asSent;
  };

  /** A row the person just changed does not vanish from under the pointer when it stops matching the filter. */
  #keepInView(index: number): void {
    // setRowFilter starts a new set for each filter.
    this.touched = { filter: this.rowFilter, indexes: withRow(this.touched.indexes, index) };
  }

  applyFix = async (fix: FixSuggestion): Promise<void> => {
    if (fix.action.kind === 'transform') {
      this.#run.setTransform(fix.action.name, true);
      await this.ensureValidated();
      return;
    }
    const { field, code } = fix.action;
    const host = this.#run.host;
    await host.task('Applying the fixes', async () => {
      const fixed = this.#takeChangedRows(await this.#run.requireWorker().request({ type: 'fix', field, code }));
      host.tell(`Fixed ${fixed} row${fixed === 1 ? '' : 's'}.`);
    });
  };

  /** Puts the rows the worker sent back in place; answers how many. */
  #takeChangedRows(answer: ValidationSummary & { rows: PackedRows }): number {
    const changed = unpackRows(answer.rows);
    this.rows = withChanged(this.rows, changed);
    this.summary = {
      counts: answer.counts,
      missingRequired: answer.missingRequired,
      mappingProblems: answer.mappingProblems,
      fixes: answer.fixes,
    };
    this.#run.forgetAfter('review');
    return changed.length;
  }

  exportProblems = (): Promise<void> => {
    const host = this.#run.host;
    return host.task('Writing the problems file', async () => {
      const { csv, count } = await this.#run.requireWorker().request({
        type: 'export-problems',
        excluded: [...this.excluded],
      });
      const base = (this.#run.file?.fileName ?? 'import').replace(/\.[^.]+$/, '');
      downloadText(`${base}-problems.csv`, 'text/csv;charset=utf-8', csv);
      host.tell(`Saved ${count} problem${count === 1 ? '' : 's'} to ${base}-problems.csv (in your downloads).`);
    });
  };

  acceptReview = (): void => {
    this.#run.reach('plan');
    this.#run.host.goTo('plan');
  };
}
