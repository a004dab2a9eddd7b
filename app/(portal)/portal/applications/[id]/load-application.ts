import { notFound } from "next/navigation";
import { getApplication } from "@/lib/applications";
import { services } from "@/lib/services";
import { AppError } from "@/lib/errors";

/** The manager's own application, or the not-found page (another manager's id included). */
export async function ownApplicationOr404(managerId: string, applicationId: string) {
  try {
    return await getApplication(services().db, managerId, applicationId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}
