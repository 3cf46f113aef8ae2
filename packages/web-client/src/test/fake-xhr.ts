import { vi } from 'vitest';

/** One request the code under test sent through XMLHttpRequest; the test drives its progress and answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  readonly headers = new Headers();
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }

  expire() {
    this.ontimeout?.();
  }
}

/** Replaces XMLHttpRequest with FakeXhr for one test; returns the list of requests sent. */
export function mockXhr(): FakeXhr[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}
