import "server-only";

/**
 * Passwords that top every published breach-frequency list (DESIGN.md: "a check against a list of
 * common passwords shipped with the app"). Only entries of 6 or more characters matter, because
 * shorter ones already fail the minimum length. Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set(
  `123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 111111 1111111 11111111
  000000 00000000 121212 123123 123321 654321 666666 696969 777777 888888 987654321 112233 121314
  123654 147258 147258369 159753 159357 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwerty qwerty1 qwerty12
  qwerty123 qwertyuiop qazwsx asdfgh asdfghjkl zxcvbn zxcvbnm password password1 password12
  password123 passw0rd p@ssword p@ssw0rd pass123 iloveyou iloveyou1 princess sunshine welcome
  welcome1 welcome123 football baseball basketball soccer hockey dragon monkey master master123
  letmein letmein1 abc123 abcdef abcd1234 aa123456 a123456 123abc trustno1 shadow superman batman
  michael jennifer jordan23 hunter hunter2 charlie freedom whatever starwars computer internet
  secret secret123 cheese chocolate butterfly flower purple summer winter spring autumn
  mustang harley ranger thomas jessica ashley daniel andrew joshua matthew anthony michelle
  nicole hannah amanda loveme lovely love123 666666 7777777 killer pepper ginger cookie
  qwe123 zaq12wsx admin123 administrator changeme default test123 testing guest123 wristwise
  wristpain carpaltunnel`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
