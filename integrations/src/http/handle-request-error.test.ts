import { describe, expect, it, vi } from 'vitest';
import { handleRequestError } from './handle-request-error';

describe('handleRequestError', () => {
  it('logs server faults but not 4xx error responses or abandoned requests', () => {
    // Replaces the setup's recorder for this test: the one expected log is asserted here.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = new Request('http://localhost/');
    handleRequestError({ status: 405, statusText: 'Method Not Allowed', internal: true }, { request });
    const controller = new AbortController();
    controller.abort();
    handleRequestError(new Error('gone'), { request: new Request('http://localhost/', { signal: controller.signal }) });
    expect(log).not.toHaveBeenCalled();
    const fault = new Error('database down');
    handleRequestError(fault, { request });
    expect(log).toHaveBeenCalledWith(fault);
  });
});
