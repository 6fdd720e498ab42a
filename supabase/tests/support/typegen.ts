import type { Pool } from 'pg';
import { HELPERS } from './typegen-helpers.ts';

// Generates the Supabase CLI's `Database` type (supabase gen types typescript) by introspecting a database
// that has the migrations applied: Tables {Row, Insert, Update, Relationships}, Views, Functions
// {Args, Returns}, Enums, CompositeTypes, then the Tables<> / TablesInsert<> / TablesUpdate<> helpers.

interface Column {
  table: string;
  name: string;
  type: string;
  typeKind: string;
  elemType: string | null;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}
interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  referenced: string;
  referencedColumns: string[];
  oneToOne: boolean;
}
interface Fn {
  name: string;
  args: { name: string; type: string; mode: string }[];
  argDefaults: number;
  returnType: string;
  returnKind: string;
  returnsSet: boolean;
}

const scalar: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  citext: 'string',
  bytea: 'string',
  inet: 'string',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Json',
};

function tsType(type: string, kind: string, elemType: string | null, schema: string): string {
  if (type.startsWith('_') && elemType) return `${tsType(elemType, 'b', null, schema)}[]`;
  if (kind === 'e') return `Database["${schema}"]["Enums"]["${type}"]`;
  if (kind === 'c') return `Database["${schema}"]["CompositeTypes"]["${type}"]`;
  return scalar[type] ?? 'unknown';
}

const pad = (n: number) => ' '.repeat(n);
const block = (entries: string[], indent: number, empty = `${pad(indent)}[_ in never]: never`) =>
  entries.length ? entries.join('\n') : empty;

export async function generateDatabaseTypes(pool: Pool, schema = 'public'): Promise<string> {
  const tables = (
    await pool.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') order by 1`,
      [schema],
    )
  ).rows.map((r) => r.name);
  const columns = (
    await pool.query<Column>(
      `select c.relname as table, a.attname as name, t.typname as type, t.typtype as "typeKind",
            et.typname as "elemType", not a.attnotnull as nullable,
            (a.atthasdef or a.attidentity <> '') as "hasDefault", a.attgenerated <> '' as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid left join pg_type et on et.oid = t.typelem and t.typname like '\\_%'
      where n.nspname = $1 and c.relkind in ('r', 'p', 'c') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`,
      [schema],
    )
  ).rows;
  const foreignKeys = (
    await pool.query<ForeignKey>(
      `select c.relname as table, con.conname as name,
            array(select a.attname::text from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k) as columns,
            rc.relname as referenced,
            array(select a.attname::text from unnest(con.confkey) k join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k) as "referencedColumns",
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                      and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as "oneToOne"
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, con.conname`,
      [schema],
    )
  ).rows;
  const enums = (
    await pool.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 group by 1 order by 1`,
      [schema],
    )
  ).rows;
  const composites = (
    await pool.query<{ name: string }>(
      `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
       join pg_class c on c.oid = t.typrelid where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c' order by 1`,
      [schema],
    )
  ).rows;
  const functions = (
    await pool.query<Fn>(
      `select p.proname as name, p.pronargdefaults as "argDefaults", rt.typname as "returnType", rt.typtype as "returnKind",
            p.proretset as "returnsSet",
            coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[i], ''), 'type', t.typname::text,
                                                        'mode', coalesce(p.proargmodes[i], 'i')) order by i)
                        from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i
                        join pg_type t on t.oid = coalesce(p.proallargtypes[i], p.proargtypes[i - 1])), '[]') as args
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname`,
      [schema],
    )
  ).rows;

  const fieldLines = (table: string, mode: 'Row' | 'Insert' | 'Update', indent: number) =>
    columns
      .filter((c) => c.table === table)
      .map((c) => {
        const type = tsType(c.type, c.typeKind, c.elemType, schema) + (c.nullable ? ' | null' : '');
        if (mode === 'Row') return `${pad(indent)}${c.name}: ${type}`;
        if (c.generated) return `${pad(indent)}${c.name}?: never`;
        const optional = mode === 'Update' || c.nullable || c.hasDefault;
        return `${pad(indent)}${c.name}${optional ? '?' : ''}: ${type}`;
      })
      .join('\n');

  const tableEntries = tables.map((t) => {
    const fks = foreignKeys.filter((f) => f.table === t);
    const relationships = fks.length
      ? `[\n${fks
          .map(
            (f) => `          {
            foreignKeyName: "${f.name}"
            columns: [${f.columns.map((c) => `"${c}"`).join(', ')}]
            isOneToOne: ${f.oneToOne}
            referencedRelation: "${f.referenced}"
            referencedColumns: [${f.referencedColumns.map((c) => `"${c}"`).join(', ')}]
          },`,
          )
          .join('\n')}\n        ]`
      : '[]';
    return `      ${t}: {
        Row: {
${fieldLines(t, 'Row', 10)}
        }
        Insert: {
${fieldLines(t, 'Insert', 10)}
        }
        Update: {
${fieldLines(t, 'Update', 10)}
        }
        Relationships: ${relationships}
      }`;
  });

  const functionEntries = functions.map((f) => {
    const inputs = f.args.filter((a) => ['i', 'b', 'v'].includes(a.mode));
    const outputs = f.args.filter((a) => ['o', 'b', 't'].includes(a.mode));
    const firstOptional = inputs.length - f.argDefaults;
    const args = inputs.length
      ? `{\n${inputs.map((a, i) => `          ${a.name}${i >= firstOptional ? '?' : ''}: ${tsType(a.type, 'b', null, schema)}`).join('\n')}\n        }`
      : 'never';
    let returns: string;
    if (outputs.length > 1 || (outputs.length === 1 && f.returnType === 'record')) {
      // OUT / TABLE parameters: one object per row; PostgREST answers a single object unless SETOF.
      const row = `{\n${outputs.map((a) => `          ${a.name}: ${tsType(a.type, 'b', null, schema)}`).join('\n')}\n        }`;
      returns = f.returnsSet ? `${row}[]` : row;
    } else if (f.returnKind === 'c' && tables.includes(f.returnType)) {
      // A table's row type, as the CLI writes it: the table's Row.
      returns = `Database["${schema}"]["Tables"]["${f.returnType}"]["Row"]${f.returnsSet ? '[]' : ''}`;
    } else {
      returns = tsType(f.returnType, f.returnKind, null, schema) + (f.returnsSet ? '[]' : '');
    }
    return `      ${f.name}: {\n        Args: ${args}\n        Returns: ${returns}\n      }`;
  });

  const compositeEntries = composites.map(
    ({ name }) =>
      `      ${name}: {\n${columns
        .filter((c) => c.table === name)
        .map((c) => `        ${c.name}: ${tsType(c.type, c.typeKind, c.elemType, schema)} | null`)
        .join('\n')}\n      }`,
  );
  const enumEntries = enums.map((e) => `      ${e.name}: ${e.labels.map((l) => `"${l}"`).join(' | ')}`);

  return `${HEADER}export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  ${schema}: {
    Tables: {
${block(tableEntries, 6)}
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
${block(functionEntries, 6)}
    }
    Enums: {
${block(enumEntries, 6)}
    }
    CompositeTypes: {
${block(compositeEntries, 6)}
    }
  }
}
${HELPERS}
export const Constants = {
  ${schema}: {
    Enums: {${enums.length ? `\n${enums.map((e) => `      ${e.name}: [${e.labels.map((l) => `"${l}"`).join(', ')}],`).join('\n')}\n    ` : ''}},
  },
} as const
`;
}

const HEADER = `// GENERATED by supabase/tests/gen-types.ts from supabase/migrations (the Supabase CLI's \`gen types\` shape).
// Do not edit: change a migration, then run \`pnpm --filter @sikka/db-tests gen:types\`.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

`;
