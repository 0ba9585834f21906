/**
 * `html` with `text` in place of the first `marker`, taken exactly as it is. A replacement string given to
 * String.prototype.replace is a template: "$`", `$'`, `$&` and `$1` in it stand for the markup before the
 * match, after it, the match itself and a group, so a horse or a member named "$`" would paste the page's
 * own markup into its title and body (issue 40). What a replacer function answers is never read that way.
 * Every page the server assembles from a template and members' words goes through here.
 */
export function insertLiterally(html: string, marker: string | RegExp, text: string): string {
  return html.replace(marker, () => text);
}
