// What the wall's screens say where the spec gives no words ("ours"); the spec's own sentences are in
// lib/wall/messages.ts (writeSomething, defaultError) and constants.ts.
export const WALL_UI = {
  reportTitle: 'Report this post?',
  reportBody: 'It will be hidden from other participants until a moderator looks at it.',
  reportReasonLegend: 'Why? (optional)',
  reported: 'Thanks, the post was reported.',
  unreported: 'The report was withdrawn.',
  deleteTitle: 'Delete this post?',
  deleteCommentTitle: 'Delete this comment?',
  deleteBody: 'This cannot be undone.',
  deleted: 'Post deleted.',
  commentDeleted: 'Comment deleted.',
  removeTagTitle: 'Remove your tag from this post?',
  removeTagBody: 'Your name will no longer show on it, and it leaves your Tagged tab.',
  tagRemoved: 'Your tag was removed.',
  reportedNotice: 'This post was reported',
  reportedBadge: 'Reported',
  posted: 'Posted!',
} as const;
