import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ApplicationForm } from "@/components/portal/application-form";

export const metadata: Metadata = { title: "Register an application" };

export default function NewApplicationPage() {
  return (
    <>
      <PageHeader
        back={{ href: "/portal/applications", label: "Applications" }}
        title="Register an application"
        description="Tell managers what your tool is, and where the browser may return after they sign in."
      />
      <Card className="p-6">
        <ApplicationForm mode="create" />
      </Card>
    </>
  );
}
