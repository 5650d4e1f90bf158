import { describe, expect, it } from 'vitest';
import { classifyConnectionFailure } from '../../../src-main/services/environments/connection-test';
import { ApiError } from '../../../src-main/services/api/errors';
import { AppError } from '../../../src-shared/errors';

function withCause(message: string, cause: unknown): Error {
  return Object.assign(new Error(message, { cause }), {});
}
function coded(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe('what a failed connection test is called', () => {
  it('a refused key', () => {
    expect(classifyConnectionFailure(new ApiError('key-refused', 'refused', { status: 401 }))).toBe('key-refused');
  });

  it('a certificate problem, found deep in the cause chain even when the client calls it a network error', () => {
    const fetchFailure = withCause(
      'fetch failed',
      coded('UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'unable to verify the first certificate'),
    );
    expect(
      classifyConnectionFailure(Object.assign(new ApiError('network', 'unreachable'), { cause: fetchFailure })),
    ).toBe('certificate');
    expect(classifyConnectionFailure(withCause('fetch failed', coded('DEPTH_ZERO_SELF_SIGNED_CERT')))).toBe(
      'certificate',
    );
    expect(classifyConnectionFailure(withCause('fetch failed', coded('ERR_TLS_CERT_ALTNAME_INVALID')))).toBe(
      'certificate',
    );
    expect(classifyConnectionFailure(withCause('fetch failed', coded('CERT_HAS_EXPIRED')))).toBe('certificate');
  });

  it('an address nobody answers at', () => {
    expect(classifyConnectionFailure(withCause('fetch failed', coded('ECONNREFUSED')))).toBe('unreachable');
    expect(classifyConnectionFailure(withCause('fetch failed', coded('ENOTFOUND')))).toBe('unreachable');
    expect(classifyConnectionFailure(new ApiError('network', 'down'))).toBe('unreachable');
  });

  it('no answer in time', () => {
    expect(classifyConnectionFailure(new ApiError('timeout', 'slow'))).toBe('timeout');
    expect(classifyConnectionFailure(withCause('fetch failed', coded('UND_ERR_CONNECT_TIMEOUT')))).toBe('timeout');
  });

  it('no key, no keychain', () => {
    expect(classifyConnectionFailure(new AppError('no-key', 'none'))).toBe('no-key');
    expect(classifyConnectionFailure(new AppError('no-keychain', 'none'))).toBe('no-keychain');
  });

  it('anything else is unexpected, not forced into a wrong box', () => {
    expect(classifyConnectionFailure(new ApiError('server-error', 'boom', { status: 500 }))).toBe('unexpected');
    expect(classifyConnectionFailure(new Error('odd'))).toBe('unexpected');
  });
});
