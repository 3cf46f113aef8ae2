import { configure } from '@testing-library/react';

// The budget a `findBy…`/`waitFor` gets on a busy machine (two cores under a second load): the
// default second was missed by screens that render after a mocked fetch, with nothing wrong.
// A screen that never appears still fails, by name, after five seconds.
configure({ asyncUtilTimeout: 5_000 });
