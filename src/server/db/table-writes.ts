import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import type { DB } from './schema.ts'

// Issue 9: seat searches and the trips a booking names are answered from short-lived caches
// (fresh-cache.ts). Whether a kept answer may still be served depends on the
// writes sent since it was read: every INSERT, UPDATE and DELETE this process sends through Kysely
// (any repository, transaction or test helper) is counted here per table, so this process never
// serves an answer older than its own last write to a table the answer reads. Other processes'
// writes are bounded by the caches' time to live. Raw `sql` statements are not seen: none writes.

const counts = new Map<string, number>()

/** Writes sent so far to these tables; it changes whenever one of them is written. */
export function writesTo(tables: readonly (keyof DB)[]): number {
  let sum = 0
  for (const table of tables) sum += counts.get(table) ?? 0
  return sum
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node)
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name
  return undefined
}

/** The tables a statement writes, when it is an INSERT, UPDATE or DELETE, its WITH clause too. */
function writtenTables(node: RootOperationNode): (string | undefined)[] {
  // A statement may also write in its WITH clause (booking.repository insertBooking).
  const ctes =
    'with' in node
      ? (node.with?.expressions ?? []).flatMap((cte) =>
          writtenTables(cte.expression as RootOperationNode),
        )
      : []
  switch (node.kind) {
    case 'InsertQueryNode':
      return [tableName(node.into), ...ctes]
    case 'UpdateQueryNode':
      return [tableName(node.table), ...ctes]
    case 'DeleteQueryNode':
      return [...node.from.froms.map(tableName), ...ctes]
    default:
      return ctes
  }
}

/** Counts each write as it is sent. */
export const tableWritesPlugin: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    for (const table of writtenTables(args.node))
      if (table !== undefined) counts.set(table, (counts.get(table) ?? 0) + 1)
    return args.node
  },
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result)
  },
}
