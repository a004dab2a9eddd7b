-- A manager who is a generated stand-in for another of the game's managers: the world clock
-- lists players and bids for the club of such a manager, and for no other. A person (a demo
-- account, anyone who can sign in) is never simulated, so the clock leaves their club to them.
-- The worlds already written had every club manager traded for by the clock. Their generated
-- managers are those with no usable password (a hash of "!") who run as managers, the demo
-- accounts aside: they stay simulated.
-- (The migration runner of Prisma splits at every semicolon: none here but the ends of the
-- statements, and comments hold no apostrophes.)

-- AlterTable
ALTER TABLE "Manager" ADD COLUMN     "isSimulated" BOOLEAN NOT NULL DEFAULT false;

UPDATE "Manager" SET "isSimulated" = true
 WHERE "passwordHash" = '!' AND "role" = 'Manager' AND "username" NOT IN ('demo', 'rookie', 'staff');
