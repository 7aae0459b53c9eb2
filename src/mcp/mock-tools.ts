/**
 * @module The MCP server's tools: the control table by area, and
 * `call_operation`. Few, so that their list, which sits in a model's context
 * on every turn, stays small (tests/mcp/mock-tools.test.ts holds it to 12
 * tools and 16,000 characters).
 */
import type { MockTool } from './mock-tool.ts'
import { historyTool } from './tools/history-tool.ts'
import { journalTool } from './tools/journal-tool.ts'
import { operationTool } from './tools/operation-tool.ts'
import { overrideTool } from './tools/override-tool.ts'
import { resetTool } from './tools/reset-tool.ts'
import { serviceTool } from './tools/service-tool.ts'
import { sessionsTool } from './tools/sessions-tool.ts'
import { simulateTool } from './tools/simulate-tool.ts'

/** In the order `tools/list` gives them: the ones a check starts with first. */
export const mockTools: readonly MockTool[] = [
  simulateTool,
  overrideTool,
  operationTool,
  journalTool,
  resetTool,
  historyTool,
  sessionsTool,
  serviceTool,
]
