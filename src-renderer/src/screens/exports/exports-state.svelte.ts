// The Export screen's state: the filters of a users export, its progress while main pages
// through the service, and the file it wrote (handed over as a download).
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { UsersExportFilterDto } from '../../../../src-shared/bridge/round-trips';
import { downloadBase64 } from '../../lib/download';
import type { Problem } from '../../lib/problem';
import { runTask } from '../../lib/run-task';

export interface ExportOutcome {
  fileName: string;
  path: string;
  users: number;
  read: number;
  downloadable: boolean;
}

/** The filters as typed: text boxes and choices, turned into the bridge's filter on export. */
export interface ExportForm {
  tag: string;
  group: string;
  jobId: string;
  yearGraduated: string;
  approved: '' | '0' | '1';
  enabled: '' | '0' | '1';
  createdSince: string;
}

export const EMPTY_FORM: ExportForm = {
  tag: '',
  group: '',
  jobId: '',
  yearGraduated: '',
  approved: '',
  enabled: '',
  createdSince: '',
};

/** The form as the bridge's filter; a year that is not four digits is said, not sent. */
export function filterOf(form: ExportForm): UsersExportFilterDto {
  const year = form.yearGraduated.trim();
  if (year !== '' && !/^\d{4}$/.test(year)) throw new Error(`A class year is four digits (got "${year}").`);
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const filter: UsersExportFilterDto = {
    tag: text(form.tag),
    group: text(form.group),
    jobId: text(form.jobId),
    yearGraduated: year === '' ? undefined : Number(year),
    approved: form.approved === '' ? undefined : (Number(form.approved) as 0 | 1),
    enabled: form.enabled === '' ? undefined : (Number(form.enabled) as 0 | 1),
    createdSince: text(form.createdSince),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as UsersExportFilterDto;
}

let runs = 0;

export class ExportsState {
  form = $state<ExportForm>({ ...EMPTY_FORM });
  format = $state<'xlsx' | 'csv'>('xlsx');
  /** Fields to limit the export to; empty = every column of the template. */
  fields = $state<string[]>([]);
  choices = $state.raw<{ field: string; label: string }[]>([]);
  progress = $state.raw<{ read: number; written: number } | null>(null);
  outcome = $state.raw<ExportOutcome | null>(null);
  busy = $state<string | null>(null);
  problem = $state<Problem | null>(null);
  notice = $state<string | null>(null);

  readonly #client: BridgeClient;
  #runId: string | null = null;

  constructor(client: BridgeClient) {
    this.#client = client;
    client.on('exports.progress', ({ runId, read, written }) => {
      if (runId === this.#runId) this.progress = { read, written };
    });
  }

  loadChoices = (): Promise<void> =>
    runTask(this, null, async () => {
      this.choices = await this.#client.call('exports.fields', {});
    });

  exportUsers = (environment: string): Promise<void> =>
    runTask(this, 'Exporting the users', async () => {
      const filter = filterOf(this.form);
      const runId = `users-${Date.now().toString(36)}-${++runs}`;
      this.#runId = runId;
      this.outcome = null;
      this.notice = null;
      this.progress = { read: 0, written: 0 };
      try {
        const result = await this.#client.call('exports.users', {
          runId,
          environment,
          format: this.format,
          filter,
          ...(this.fields.length > 0 ? { fields: [...this.fields] } : {}),
        });
        this.outcome = result;
        this.notice = `Wrote ${result.users.toLocaleString('en-US')} users (of ${result.read.toLocaleString('en-US')} read).`;
        if (result.downloadable) await this.#download(result.fileName);
      } finally {
        this.#runId = null;
        this.progress = null;
      }
    });

  download = (): Promise<void> =>
    runTask(this, 'Handing the file over', async () => {
      if (this.outcome) await this.#download(this.outcome.fileName);
    });

  reset = (): void => {
    this.form = { ...EMPTY_FORM };
    this.fields = [];
  };

  async #download(fileName: string): Promise<void> {
    const file = await this.#client.call('exports.download', { fileName });
    downloadBase64(file.fileName, file.mediaType, file.base64);
  }
}
