// A request schema's messages come from its feature's message module (docs/i18n.md "Error messages"): the errors
// catalog is generated from those modules, so a text written inline in a schema reaches every reader in English. This
// reads every lib/**/schemas.ts with the TypeScript parser and refuses a string or template literal in a zod message
// position: a check's message (`.min(1, '…')`, `.regex(re, '…')`, `.refine(fn, '…')`, `z.literal(v, '…')`), a
// type's (`z.string('…')`), `{ message: '…' }` / `{ error: '…' }` given to a call (params, `ctx.addIssue`), and a
// shared helper's message (`idSchema(label, '…')`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Calls whose argument at this index is a message (zod 4's checks and types, and lib/schemas.ts' helpers). */
const MESSAGE_AT: Record<string, number> = {
  // Checks and types whose only argument is the message.
  int: 0, positive: 0, negative: 0, nonnegative: 0, nonpositive: 0, finite: 0, safe: 0, nonempty: 0, url: 0, email: 0,
  uuid: 0, guid: 0, cuid: 0, cuid2: 0, ulid: 0, emoji: 0, ipv4: 0, ipv6: 0, cidrv4: 0, cidrv6: 0, base64: 0, base64url: 0,
  jwt: 0, e164: 0, hostname: 0, nanoid: 0, datetime: 0, date: 0, time: 0, duration: 0,
  string: 0, number: 0, boolean: 0, bigint: 0, symbol: 0, undefined: 0, null: 0, void: 0, never: 0, nan: 0, file: 0,
  // Checks and types whose second argument is the message.
  min: 1, max: 1, length: 1, size: 1, gt: 1, gte: 1, lt: 1, lte: 1, multipleOf: 1, step: 1, regex: 1, startsWith: 1,
  endsWith: 1, includes: 1, refine: 1, literal: 1, enum: 1, nativeEnum: 1, array: 1, object: 1, strictObject: 1,
  looseObject: 1, union: 1, discriminatedUnion: 2, tuple: 1, record: 2, partialRecord: 2, map: 2, set: 1, instanceof: 1,
  templateLiteral: 1, custom: 1, stringbool: 0,
  // lib/schemas.ts: the id of a path, query or body, and a promotion's child row.
  idSchema: 1, promotionChildParamSchema: 1,
};

const isText = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** A message written as a literal, or as a function returning one (zod 4's `error: () => '…'`). */
const isInlineText = (node: ts.Node): boolean =>
  isText(node) || ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isExpression(node.body) && isText(node.body));

const calleeName = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text
    : ts.isIdentifier(call.expression) ? call.expression.text : null;

/** `file:line: text` for every inline zod message of one source. */
export function inlineMessages(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node) =>
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${node.getText(sf).slice(0, 100)}`);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      node.arguments.forEach((arg, i) => {
        if (isText(arg) && name !== null && MESSAGE_AT[name] === i) report(arg);
        if (ts.isObjectLiteralExpression(arg)) {
          for (const prop of arg.properties) {
            if (ts.isPropertyAssignment(prop) && ['message', 'error'].includes(prop.name.getText(sf)) && isInlineText(prop.initializer)) report(prop);
          }
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function schemaFiles(): string[] {
  return readdirSync(path.join(ROOT, 'lib'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'schemas.ts')
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('request schemas', () => {
  it('take every message from a message module, none written inline', () => {
    const files = schemaFiles();
    expect(files.length).toBeGreaterThan(30);
    const offenders = files.flatMap((file) => inlineMessages(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('would catch each way of writing one', () => {
    const caught = (code: string) => inlineMessages('x.ts', code).length;
    expect(caught(`z.string().trim().min(1, 'Name is required.')`)).toBe(1);
    expect(caught('z.string().max(MAX, `at most ${MAX}`)')).toBe(1);
    expect(caught(`z.string('Must be text')`)).toBe(1);
    expect(caught(`z.enum(KINDS, { message: 'kind is wrong' })`)).toBe(1);
    expect(caught(`z.literal(true, { error: () => 'must be true' })`)).toBe(1);
    expect(caught(`z.literal('canceled', 'status must be canceled')`)).toBe(1);
    expect(caught(`z.coerce.number().int('whole').positive('positive')`)).toBe(2);
    expect(caught(`z.string().regex(/x/, 'not x')`)).toBe(1);
    expect(caught(`schema.refine((v) => v.ok, 'not ok')`)).toBe(1);
    expect(caught(`schema.superRefine((v, ctx) => ctx.addIssue({ code: 'custom', message: 'bad' }))`)).toBe(1);
    expect(caught(`idSchema('promotion_id', 'Promotion could not be loaded.')`)).toBe(1);
    // Values, field names and referenced messages are not inline messages.
    expect(caught(`z.enum(['asc', 'desc']).default('asc')`)).toBe(0);
    expect(caught(`z.literal('tips', { message: M.tipsOnly })`)).toBe(0);
    expect(caught(`z.string().min(1, M.nameRequired).max(60, M.nameTooLong(60))`)).toBe(0);
    expect(caught(`idSchema('promotion_id')`)).toBe(0);
    expect(caught(`const SCHEMAS = { error: 'urn:ietf:params:scim:api:messages:2.0:Error' }`)).toBe(0);
  });
});
