/** A content file that cannot be published: every problem at once, after the file's name. */
export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "ContentError";
  }
}

/** A schema issue as the build reports it: the field's dotted path, then what is wrong with it. */
export function describeIssue(issue: { path: PropertyKey[]; message: string; code: string }, root = "(frontmatter)"): string {
  const field = issue.path.map(String).join(".") || root;
  return issue.code === "invalid_type" && /received undefined/.test(issue.message)
    ? `"${field}" is required`
    : `"${field}": ${issue.message}`;
}
