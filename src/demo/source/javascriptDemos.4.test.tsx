// @vitest-environment jsdom
import { describeJavaScriptDemos } from './javascriptDemoChecks';

describeJavaScriptDemos(4, 8);
