import { clientPackageAnswer } from "@/lib/docs/client-package";

/** The typed client as an npm package (lib/docs/client-package.ts): `npm install <server>/downloads/….tgz`. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return clientPackageAnswer(request, (await params).file);
}
