import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { ConnectionOutcome, EnvironmentInfoDto, EnvironmentKind } from '../../../../src-shared/bridge/env';
import { toProblem, type Problem } from '../../lib/problem';

/** What the panel under the list shows: nothing, a form, a key field or a confirmation. */
export type Panel =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; name: string }
  | { kind: 'key'; name: string }
  | { kind: 'remove'; name: string }
  | { kind: 'activate'; name: string };

/** The Environments screen's state and actions; its components only show it. */
export class EnvironmentsState {
  environments = $state.raw<EnvironmentInfoDto[]>([]);
  activeName = $state<string | null>(null);
  loaded = $state(false);
  panel = $state<Panel>({ kind: 'none' });
  /** One call at a time: buttons are disabled while it runs. */
  busy = $state(false);
  /** The last failure, shown next to what caused it. */
  problem = $state<Problem | null>(null);
  /** The last success, in words ("Key stored ..."). */
  notice = $state<string | null>(null);
  testing = $state<string | null>(null);
  testResults = $state<Record<string, ConnectionOutcome>>({});
  /** The outcome of the most recent connection test, shown in words under the list. */
  lastTest = $state<ConnectionOutcome | null>(null);

  readonly #client: BridgeClient;
  readonly #onActiveChange: (environment: EnvironmentInfoDto) => void;

  constructor(client: BridgeClient, onActiveChange: (environment: EnvironmentInfoDto) => void) {
    this.#client = client;
    this.#onActiveChange = onActiveChange;
  }

  selected = (name: string): EnvironmentInfoDto | undefined => this.environments.find((e) => e.name === name);

  open = (panel: Panel): void => {
    this.panel = panel;
    this.problem = null;
    this.notice = null;
  };

  close = (): void => this.open({ kind: 'none' });

  load = async (): Promise<void> => {
    await this.#run(() => this.#refresh());
  };

  add = async (input: { name: string; kind: EnvironmentKind; url: string }): Promise<boolean> =>
    this.#run(async () => {
      const added = await this.#client.call('env.add', input);
      await this.#refresh();
      this.panel = { kind: 'key', name: added.name };
      this.notice = `Added "${added.name}". Now set its key.`;
    });

  update = async (name: string, changes: { kind: EnvironmentKind; url: string }): Promise<boolean> =>
    this.#run(async () => {
      const updated = await this.#client.call('env.update', { name, ...changes });
      await this.#refresh();
      this.panel = { kind: 'none' };
      this.notice = `Saved "${updated.name}".`;
      if (updated.name === this.activeName) this.#onActiveChange(updated);
    });

  /** The key crosses the bridge once, into the OS keychain; nothing returns it. */
  setKey = async (name: string, key: string): Promise<boolean> =>
    this.#run(async () => {
      await this.#client.call('env.setKey', { name, key });
      await this.#refresh();
      this.notice = `The key of "${name}" is stored in the computer's keychain. Test the connection to check it.`;
    });

  removeKey = async (name: string): Promise<boolean> =>
    this.#run(async () => {
      await this.#client.call('env.removeKey', { name });
      await this.#refresh();
      this.notice = `The key of "${name}" is removed from the keychain.`;
    });

  remove = async (name: string): Promise<boolean> =>
    this.#run(async () => {
      const { note } = await this.#client.call('env.remove', { name });
      const { [name]: _gone, ...rest } = this.testResults;
      this.testResults = rest;
      if (this.lastTest?.environment === name) this.lastTest = null;
      await this.#refresh();
      this.panel = { kind: 'none' };
      this.notice = note ? `Removed "${name}". ${note}` : `Removed "${name}" and its key.`;
    });

  /** Makes an environment the active one; a production one only once confirmed (the panel asks). */
  use = async (name: string): Promise<boolean> => {
    if (this.selected(name)?.kind !== 'production') return this.makeActive(name);
    this.open({ kind: 'activate', name });
    return false;
  };

  makeActive = async (name: string): Promise<boolean> =>
    this.#run(async () => {
      this.panel = { kind: 'none' };
      const active = await this.#client.call('env.setActive', { name });
      this.activeName = active.name;
      this.#onActiveChange(active);
      this.notice = `"${active.name}" is now the active environment: imports and approvals write to it.`;
    });

  test = async (name: string): Promise<void> => {
    this.testing = name;
    try {
      await this.#run(async () => {
        const outcome = await this.#client.call('env.test', { name });
        this.testResults = { ...this.testResults, [name]: outcome };
        this.lastTest = outcome;
        // The sandbox knows its address only once started.
        if (outcome.ok) await this.#refresh();
      });
    } finally {
      this.testing = null;
    }
  };

  async #refresh(): Promise<void> {
    const [list, active] = await Promise.all([
      this.#client.call('env.list', {}),
      this.#client.call('env.getActive', {}),
    ]);
    this.environments = list;
    this.activeName = active.name;
    this.loaded = true;
  }

  async #run(action: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.problem = null;
    this.notice = null;
    try {
      await action();
      return true;
    } catch (error) {
      this.problem = toProblem(error);
      return false;
    } finally {
      this.busy = false;
    }
  }
}
