import type { Redis } from 'ioredis';

/*
 * Presence keys (all under one hash tag, so the scripts stay on one Cluster slot):
 *   {prefix}:ch:{app}:{channel}:conns    hash socket id → user id (one field per connection)
 *   {prefix}:ch:{app}:{channel}:counts   hash user id → connections of that user, cluster-wide
 *   {prefix}:ch:{app}:{channel}:members  hash user id → user_info JSON (the member list)
 *   {prefix}:nodes                       set of node ids that hold presence connections
 *   {prefix}:node:{id}:alive             heartbeat, expires after the node TTL
 *   {prefix}:node:{id}:subs              set of "app\nchannel\nsocket": what to remove if the node dies
 * Each script is one atomic step, and announcements are PUBLISHed from inside it, so two nodes
 * racing on one user see the counter in a single order and exactly one of them announces.
 */

// removeConnection(base, socket) → the user id when it was the user's last connection, else false.
const REMOVE_CONNECTION = `
local function removeConnection(base, socket)
  local user = redis.call('HGET', base .. ':conns', socket)
  if not user then return false end
  redis.call('HDEL', base .. ':conns', socket)
  if redis.call('HINCRBY', base .. ':counts', user, -1) > 0 then return false end
  redis.call('HDEL', base .. ':counts', user)
  redis.call('HDEL', base .. ':members', user)
  return user
end
local function removedDelivery(app, channel, user)
  local data = cjson.encode({ user_id = user })
  return { appId = app, channel = channel, frame = cjson.encode({ event = 'pusher_internal:member_removed', channel = channel, data = data }) }
end
`;

/** KEYS conns, counts, members, subs · ARGV socket, user, info, entry, bus, message → {added 0|1, members flat}. */
export const JOIN = `
local added = 0
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 1 then
  redis.call('SADD', KEYS[4], ARGV[4])
  if redis.call('HINCRBY', KEYS[2], ARGV[2], 1) == 1 then
    redis.call('HSET', KEYS[3], ARGV[2], ARGV[3])
    redis.call('PUBLISH', ARGV[5], ARGV[6])
    added = 1
  end
end
return { added, redis.call('HGETALL', KEYS[3]) }
`;

/** KEYS subs · ARGV base, app, channel, socket, entry, bus, node → the removed user id or nil. */
export const LEAVE = `${REMOVE_CONNECTION}
redis.call('SREM', KEYS[1], ARGV[5])
local user = removeConnection(ARGV[1], ARGV[4])
if not user then return false end
redis.call('PUBLISH', ARGV[6], cjson.encode({ node = ARGV[7], deliveries = { removedDelivery(ARGV[2], ARGV[3], user) } }))
return user
`;

/** KEYS nodes, alive · ARGV node, ttlMs → 1 when the node was still registered (0: new, or reaped meanwhile). */
export const HEARTBEAT = `
local known = redis.call('SISMEMBER', KEYS[1], ARGV[1])
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
return known
`;

/**
 * KEYS nodes · ARGV prefix, bus, node ('' = every node whose heartbeat expired) → members removed.
 * Removed members are announced with node 'reaper', which no node mistakes for its own echo.
 */
export const REAP = `${REMOVE_CONNECTION}
local function reap(node)
  local subs = ARGV[1] .. ':node:' .. node .. ':subs'
  local deliveries = {}
  for _, entry in ipairs(redis.call('SMEMBERS', subs)) do
    local a = string.find(entry, '\\n', 1, true)
    local b = a and string.find(entry, '\\n', a + 1, true)
    if b then
      local app, channel = string.sub(entry, 1, a - 1), string.sub(entry, a + 1, b - 1)
      local user = removeConnection(ARGV[1] .. ':ch:' .. app .. ':' .. channel, string.sub(entry, b + 1))
      if user then deliveries[#deliveries + 1] = removedDelivery(app, channel, user) end
    end
  end
  redis.call('DEL', subs, ARGV[1] .. ':node:' .. node .. ':alive')
  redis.call('SREM', KEYS[1], node)
  if #deliveries > 0 then redis.call('PUBLISH', ARGV[2], cjson.encode({ node = 'reaper', deliveries = deliveries })) end
  return #deliveries
end
if ARGV[3] ~= '' then return reap(ARGV[3]) end
local removed = 0
for _, node in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[1] .. ':node:' .. node .. ':alive') == 0 then removed = removed + reap(node) end
end
return removed
`;

/**
 * EVAL, not EVALSHA: a NOSCRIPT retry would reorder a socket's join and leave on the connection.
 * Redis caches the compiled script either way; these are a few hundred bytes.
 */
export const runScript = (redis: Redis, lua: string, keys: string[], args: Array<string | number>): Promise<unknown> =>
  redis.eval(lua, keys.length, ...keys, ...args);
