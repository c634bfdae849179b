// @vitest-environment jsdom
import { describeJavaScriptDemos } from './javascriptDemoChecks';

describeJavaScriptDemos(1, 2);
