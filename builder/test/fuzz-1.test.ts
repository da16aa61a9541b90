import { describeBuilderFuzz } from './fuzz-suite';

describeBuilderFuzz(1);
