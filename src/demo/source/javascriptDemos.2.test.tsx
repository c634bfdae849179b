// @vitest-environment jsdom
import { describeJavaScriptDemos } from './javascriptDemoChecks';

describeJavaScriptDemos(2, 2);
