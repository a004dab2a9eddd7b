-- Every change that can make an instance's cached principal (lib/auth/principal-cache.ts) wrong
-- sends NOTIFY principal_changed, and each instance LISTENs and empties its cache. Statement-level
-- triggers on the columns that matter: stamping "last used" or rotating a refresh token does
-- not fire them, and NOTIFY sends one message per transaction however many rows changed.

-- Prisma's migration runner splits scripts at every semicolon, so the body spells its
-- semicolons as the escape \003B of a Unicode string constant.
CREATE FUNCTION notify_principal_changed() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN PERFORM pg_notify(''principal_changed'', TG_TABLE_NAME)\003B RETURN NULL\003B END';

CREATE TRIGGER "PersonalToken_principal_changed"
  AFTER UPDATE OF "revokedAt", "expiresAt", "scopes", "managerId" OR DELETE ON "PersonalToken"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();

CREATE TRIGGER "AccessToken_principal_changed"
  AFTER UPDATE OF "revokedAt", "expiresAt", "scopes", "chainId" OR DELETE ON "AccessToken"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();

CREATE TRIGGER "TokenChain_principal_changed"
  AFTER UPDATE OF "revokedAt", "grantId", "applicationId", "managerId" OR DELETE ON "TokenChain"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();

CREATE TRIGGER "OAuthGrant_principal_changed"
  AFTER UPDATE OF "revokedAt" OR DELETE ON "OAuthGrant"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();

CREATE TRIGGER "Application_principal_changed"
  AFTER UPDATE OF "status", "suspendedAt", "ownerId" OR DELETE ON "Application"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();

CREATE TRIGGER "Manager_principal_changed"
  AFTER UPDATE OF "username", "isSupporter" OR DELETE ON "Manager"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();

-- A team changing hands (or its name, which /me shows) changes what its managers may see.
CREATE TRIGGER "Team_principal_changed"
  AFTER INSERT OR UPDATE OF "managerId", "name", "shortName", "kind", "isBot" OR DELETE ON "Team"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();
