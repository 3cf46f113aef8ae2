import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files under test/ first, then the modules' own tests under src/ (issue 44). The test/ files
 * start real servers, workers and crash them: they are the long ones (the crash exploration's
 * groups, 30-60 s each, against 1-5 s for most of src/). Without a cache of durations (a fresh
 * clone, as CI runs) vitest orders by file size, which put the 40-line crash exploration last:
 * one worker ran it alone for the stage's last 130 s. Started first, the short files fill the
 * other worker's time around them. Within each part vitest's own order stands.
 */
export class IntegrationFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const integration = (file: TestSpecification) => /[/\\]apps[/\\]server[/\\]test[/\\]/.test(file.moduleId);
    return [...sorted.filter(integration), ...sorted.filter((file) => !integration(file))];
  }
}
