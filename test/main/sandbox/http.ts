// Raw HTTP calls for the sandbox tests: what a client sends, without the API client's help.

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function call(
  url: string,
  init: { method?: string; key?: string; json?: unknown; form?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key !== undefined) headers['x-api-key'] = init.key;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof init.json === 'string' ? init.json : JSON.stringify(init.json);
  } else if (init.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = init.form;
  }
  const response = await fetch(url, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body ?? null,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

export type Row = Record<string, unknown>;

export function rows(answer: RawAnswer): Row[] {
  if (!Array.isArray(answer.body))
    throw new Error(`Expected a JSON array, got HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Row[];
}

export function newUser(overrides: Row = {}): Row {
  return {
    first_name: 'Zoé',
    last_name: 'Nuñez-Åström',
    email: `zoe.${Math.random().toString(36).slice(2)}@example.org`,
    enabled: 0,
    ...overrides,
  };
}
