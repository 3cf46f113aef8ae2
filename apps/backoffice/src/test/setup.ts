import '@wallet/web-client/test/jsdom-isolation';
