import { exploreGroup } from './groups.ts';

exploreGroup('rewards');
