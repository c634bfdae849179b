// @vitest-environment jsdom
import { describeJavaScriptDemos } from './javascriptDemoChecks';

describeJavaScriptDemos(6, 8);
