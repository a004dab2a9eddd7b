import { permanentRedirect } from "next/navigation";
import { CHANGELOG_PAGE } from "@/lib/docs/nav";

/** Where people look for a changelog first: it lives with the documentation. */
export default function ChangelogRedirect() {
  permanentRedirect(CHANGELOG_PAGE.href);
}
