import { expect } from 'vitest';

/** The answer is the catalogue's refusal `code` with `status`: `{ "message": code }`, nothing else. */
export function expectCode(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message: code } });
}
