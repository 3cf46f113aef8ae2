import { moneyProperty } from './money-property/index.ts';

/* The money property test on one node; test/two-nodes/ runs it across two. */
moneyProperty();
