import react from '@vitejs/plugin-react';
import { reactAppTestConfig } from '@wallet/web-client/vitest';
import { PREACT_IN_TESTS } from '@wallet/web-client/vite-renderer';

export default reactAppTestConfig([react()], PREACT_IN_TESTS);
