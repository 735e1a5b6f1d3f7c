import { describeAccessibilityAt } from './support/accessibility-sweep.ts';

describeAccessibilityAt(375);
