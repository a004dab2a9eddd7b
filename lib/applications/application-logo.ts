import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAuditEvent } from "@/lib/auth/audit";
import { findOwnedApplication } from "@/lib/applications/access";
import { isUuid } from "@/lib/ids";
import { LOGO_TYPES, MAX_LOGO_BYTES, type LogoType } from "@/lib/applications/schemas";

/** What the first bytes say the file is; the declared type must agree (a renamed file is refused). */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50)
    return "image/webp";
  return null;
}

/** Why a file cannot be a logo, in words for the form; null when it can. */
export function logoProblem(bytes: Uint8Array, declaredType: string): string | null {
  if (bytes.length === 0) return "Choose an image file.";
  if (bytes.length > MAX_LOGO_BYTES) return `The logo is ${Math.ceil(bytes.length / 1024)} KB; at most ${MAX_LOGO_BYTES / 1024} KB.`;
  const sniffed = sniffLogoType(bytes);
  if (!sniffed || !(LOGO_TYPES as readonly string[]).includes(declaredType) || sniffed !== declaredType) {
    return "The logo must be a PNG, JPEG or WebP image.";
  }
  return null;
}

/** Stores (or replaces) the owner's application logo after checking its size and real type. */
export async function setApplicationLogo(
  db: Database,
  ownerId: string,
  applicationId: string,
  file: { bytes: Uint8Array; type: string },
  now: Date = new Date(),
): Promise<{ updatedAt: Date }> {
  const problem = logoProblem(file.bytes, file.type);
  if (problem) throw new AppError("invalid_request", problem);
  return db.prisma.$transaction(async (tx) => {
    const application = await findOwnedApplication(tx, ownerId, applicationId);
    const bytes = Uint8Array.from(file.bytes);
    await tx.applicationLogo.upsert({
      where: { applicationId: application.id },
      create: { applicationId: application.id, contentType: file.type, bytes, updatedAt: now },
      update: { contentType: file.type, bytes, updatedAt: now },
    });
    await recordAuditEvent(tx, ownerId, "application.updated", application.id, { name: application.name, changed: ["logo"] }, now);
    return { updatedAt: now };
  });
}

export async function removeApplicationLogo(db: Database, ownerId: string, applicationId: string, now: Date = new Date()): Promise<void> {
  await db.prisma.$transaction(async (tx) => {
    const application = await findOwnedApplication(tx, ownerId, applicationId);
    const removed = await tx.applicationLogo.deleteMany({ where: { applicationId: application.id } });
    if (removed.count === 0) throw new AppError("not_found", "This application has no logo.");
    await recordAuditEvent(tx, ownerId, "application.updated", application.id, { name: application.name, changed: ["logo"] }, now);
  });
}

/** The logo's bytes for anyone (it is shown on the public consent page); null when there is none. */
export async function readApplicationLogo(
  db: Database,
  applicationId: string,
): Promise<{ contentType: string; bytes: Uint8Array; updatedAt: Date } | null> {
  if (!isUuid(applicationId)) return null;
  return db.prisma.applicationLogo.findUnique({ where: { applicationId }, select: { contentType: true, bytes: true, updatedAt: true } });
}

/** The logo's URL, or null when the application has none. */
export async function findLogoUrl(db: Database, applicationId: string): Promise<string | null> {
  if (!isUuid(applicationId)) return null;
  const logo = await db.prisma.applicationLogo.findUnique({ where: { applicationId }, select: { updatedAt: true } });
  return logo ? logoPath(applicationId, logo.updatedAt) : null;
}

/** Where a logo is served; the version makes a replaced logo a new URL, so it can be cached for long. */
export function logoPath(applicationId: string, updatedAt: Date): string {
  return `/applications/${applicationId}/logo?v=${updatedAt.getTime()}`;
}
