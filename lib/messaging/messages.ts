// What messaging says to people, in the spec's words where it has them (social-engagement.md §4-5).
import { MAX_CONVERSATION_NAME_LENGTH, MAX_MEMBERS_AT_ONCE, MAX_MESSAGE_LENGTH } from './constants';

export const MESSAGING_MESSAGES = {
  conversationNotFound: 'Conversation could not be found.',
  conversationsNotFound: 'Conversations could not be found.',
  messageNotFound: 'Message could not be found.',
  contentOrImage: 'Message sending needs non-empty text or an image.',
  contentTooLong: `Message content can be at most ${MAX_MESSAGE_LENGTH} characters.`,
  membersRequired: 'Choose at least one person to message (members).',
  tooManyMembers: `Too many members: at most ${MAX_MEMBERS_AT_ONCE} people at once.`,
  memberNotFound: 'A person you chose could not be found.',
  notFriends: 'You can only message your friends.',
  notFriendsToAdd: 'You can only add your friends to a conversation.',
  cannotMessageSelf: 'You cannot start a conversation with yourself.',
  notMember: 'That person is not in this conversation.',
  groupsOnly: 'Only group conversations can change their members or name.',
  teamConversation: "A team's conversation follows the team's members and name.",
  nameBlank: "Name can't be blank.",
  nameTooLong: `Name can be at most ${MAX_CONVERSATION_NAME_LENGTH} characters.`,
  includeAllNeedsPage: 'include=all needs a page_size between 1 and 100.',
  beforeOrPage: 'Send either before or page, not both.',
  leaveTitle: 'Leave Conversation?',
  leaveBody: 'Are you sure you want to leave this conversion?',
  muteNo: 'NO',
  muteYes: 'YES',
} as const;
