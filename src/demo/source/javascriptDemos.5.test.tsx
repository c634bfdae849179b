// @vitest-environment jsdom
import { describeJavaScriptDemos } from './javascriptDemoChecks';

describeJavaScriptDemos(5, 8);
