import react from '@vitejs/plugin-react';
import { reactAppTestConfig } from '@wallet/web-client/vitest';

export default reactAppTestConfig([react()]);
