import { setLogLevel } from "@/lib/log";

// Each test file's process logs as the configuration of a test run says (LOG_LEVEL, else
// silent), as the composition root sets it for a service; tests that build no services see the same.
setLogLevel(process.env.LOG_LEVEL ?? "silent");
