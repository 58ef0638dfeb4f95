import { memberAddedFrame, memberRemovedFrame } from './frames';
import { PresenceMembers } from './presence-members';
import type { PresenceStore } from './presence-store';
import type { Delivery } from './types';

/** Presence of a single node (no Redis): members and announcements stay on this node. */
export const createLocalPresence = (deliverLocal: (delivery: Delivery) => void): PresenceStore => {
  const members = new PresenceMembers();
  return {
    join: async (member) => {
      if (members.join(member)) {
        const { appId, channel, socketId, userId, info } = member;
        deliverLocal({ appId, channel, frame: memberAddedFrame(channel, userId, info), excludeSocketId: socketId });
      }
      return members.snapshot(member.appId, member.channel);
    },
    leave: async ({ appId, channel, socketId, userId }) => {
      if (members.leave(appId, channel, socketId, userId)) deliverLocal({ appId, channel, frame: memberRemovedFrame(channel, userId) });
    },
    members: async (appId, channel) => members.snapshot(appId, channel),
    ready: () => true,
    close: async () => {},
  };
};
