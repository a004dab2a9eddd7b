/**
 * The storage adapter the OAuth benchmark gives node-oidc-provider: in memory, O(1) per call, laid
 * out the way its example Redis adapter is. Each record is a JSON string (stringified on upsert,
 * parsed on find), with its expiry (expiresIn seconds) and, for the consumable models, a separate
 * `consumed` field; a session's uid and a device code's user code point at ids; each grant keeps a
 * Set of its tokens' keys, so revoking a grant costs the tokens of that grant and nothing more.
 * Expired records are dropped when read. `resetPeerStore` empties everything between rounds.
 */

/** What oidc-provider hands an adapter and reads back from it. */
export interface PeerPayload {
  jti?: string;
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: unknown;
  [field: string]: unknown;
}

interface StoredRecord {
  json: string;
  /** Epoch milliseconds; absent for records that never expire. */
  expiresAt?: number;
  /** Epoch seconds, set by consume(). */
  consumed?: number;
  grantId?: string;
  uid?: string;
  userCode?: string;
}

/** The models whose tokens belong to a grant (revoked with it). */
const GRANTABLE = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
  "PreAuthorizedCode",
]);

const records = new Map<string, StoredRecord>();
/** Session uid → session id; device user code → device code id. */
const sessionUids = new Map<string, string>();
const userCodes = new Map<string, string>();
/** grantId → keys of the records issued under that grant. */
const grants = new Map<string, Set<string>>();

/** Empties the store: every session, grant, interaction and token is gone. */
export function resetPeerStore() {
  records.clear();
  sessionUids.clear();
  userCodes.clear();
  grants.clear();
}

export function peerStoreSize() {
  return records.size;
}

function forget(key: string, record: StoredRecord, id: string) {
  records.delete(key);
  if (record.uid !== undefined && sessionUids.get(record.uid) === id) sessionUids.delete(record.uid);
  if (record.userCode !== undefined && userCodes.get(record.userCode) === id) userCodes.delete(record.userCode);
  if (record.grantId !== undefined) {
    const members = grants.get(record.grantId);
    members?.delete(key);
    if (members?.size === 0) grants.delete(record.grantId);
  }
}

export class PeerMemoryAdapter {
  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  /** The live record under `id`, dropping it when it has expired. */
  private live(id: string): StoredRecord | undefined {
    const key = this.key(id);
    const record = records.get(key);
    if (record?.expiresAt !== undefined && record.expiresAt <= Date.now()) {
      forget(key, record, id);
      return undefined;
    }
    return record;
  }

  async upsert(id: string, payload: PeerPayload, expiresIn?: number) {
    const key = this.key(id);
    const previous = records.get(key);
    if (previous) forget(key, previous, id);
    const record: StoredRecord = { json: JSON.stringify(payload) };
    if (typeof expiresIn === "number") record.expiresAt = Date.now() + expiresIn * 1000;
    if (this.model === "Session" && payload.uid) {
      record.uid = payload.uid;
      sessionUids.set(payload.uid, id);
    }
    if (payload.userCode) {
      record.userCode = payload.userCode;
      userCodes.set(payload.userCode, id);
    }
    if (GRANTABLE.has(this.model) && payload.grantId) {
      record.grantId = payload.grantId;
      let members = grants.get(payload.grantId);
      if (!members) grants.set(payload.grantId, (members = new Set()));
      members.add(key);
    }
    records.set(key, record);
  }

  async find(id: string): Promise<PeerPayload | undefined> {
    const record = this.live(id);
    if (!record) return undefined;
    const payload = JSON.parse(record.json) as PeerPayload;
    return record.consumed === undefined ? payload : { ...payload, consumed: record.consumed };
  }

  async findByUid(uid: string) {
    const id = sessionUids.get(uid);
    return id === undefined ? undefined : this.find(id);
  }

  async findByUserCode(userCode: string) {
    const id = userCodes.get(userCode);
    return id === undefined ? undefined : this.find(id);
  }

  async consume(id: string) {
    const record = this.live(id);
    if (record) record.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    const key = this.key(id);
    const record = records.get(key);
    if (record) forget(key, record, id);
  }

  async revokeByGrantId(grantId: string) {
    const members = grants.get(grantId);
    if (!members) return;
    grants.delete(grantId);
    for (const key of members) {
      const record = records.get(key);
      if (record) forget(key, record, key.slice(key.indexOf(":") + 1));
    }
  }
}
