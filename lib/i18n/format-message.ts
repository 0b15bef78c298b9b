// use-intl's message formatter on the server (next.config.mjs aliases `use-intl/format-message` to this file for
// every server layer; the browser gets use-intl's format-only formatter alone, without the ICU parser).
//
// The server formats two kinds of message:
// - the catalogs' ICU strings (server components, emails, push, PDF): use-intl's own formatter, which parses them, as
//   before;
// - the browser's messages, precompiled by server/i18n/client-messages.ts, when a client component renders on the
//   server: an array wherever the compiled form differs from the ICU text, so they are told apart from a catalog's
//   string by their type and formatted exactly as the browser formats them (a text that compiled to itself stays a
//   string, and parsing it gives the same text back).
import formatCompiled from 'use-intl/format-message/format-only';
// The parsing formatter by its file: the package exports it only as `use-intl/format-message`, the name aliased here.
// @ts-expect-error -- a file inside the package, without a declaration beside it; typed through the package's export.
import formatWithParser from '../../node_modules/use-intl/dist/esm/production/format-message/index.js';

type FormatMessage = typeof import('use-intl/format-message').default;

const withParser = formatWithParser as FormatMessage;
const compiled = formatCompiled as unknown as FormatMessage;

export default function formatMessage(...args: Parameters<FormatMessage>): ReturnType<FormatMessage> {
  return Array.isArray(args[1]) ? compiled(...args) : withParser(...args);
}
// What use-intl's own formatter declares: it takes ICU strings.
formatMessage.raw = true;
