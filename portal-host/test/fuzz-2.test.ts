import { describePortalFuzz } from './fuzz-suite';

describePortalFuzz(2);
