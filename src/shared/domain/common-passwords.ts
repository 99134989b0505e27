// The most common passwords of 8 characters or more, from public breach-frequency lists, with a
// few Nigerian favourites. A small list on purpose: it ships to the browser too, so the sign-up
// form can warn before the server refuses (ASVS 2.1.7: check against breached passwords).
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword p@ssword1
pa55word passw0rd1 12345678 123456789 1234567890 12345678910 123123123 11111111 111111111
1111111111 00000000 000000000 0000000000 22222222 55555555 66666666 77777777 88888888 99999999
87654321 987654321 0987654321 12341234 11223344 12344321 123qweasd 1q2w3e4r 1q2w3e4r5t 1qaz2wsx
1qazxsw2 zaq12wsx zaq1zaq1 qwertyui qwertyuiop qwerty123 qwerty1234 qwerty12 qwertyu1 asdfghjkl
asdfasdf asdf1234 zxcvbnm1 zxcvbnm123 abcd1234 abc12345 abcdefgh abcdefg1 a1b2c3d4 aa123456
iloveyou iloveyou1 iloveyou2 loveyou1 lovelove sunshine sunshine1 princess princess1 football
football1 baseball basketball superman batman123 starwars whatever trustno1 letmein1 letmein123
welcome1 welcome123 welcome12 computer internet jennifer michelle jessica1 charlie1 chocolate
butterfly liverpool chelsea1 arsenal1 manchester manutd123 barcelona realmadrid midnight
master123 monkey123 dragon123 shadow123 freedom1 whatever1 mustang1 access14 michael1 jordan23
babygirl babygirl1 blessing blessing1 blessed1 godisgood god12345 jesus123 jesuschrist
christian nigeria1 nigeria123 naija123 naijaboy lagos123 abuja123 password! password@1 changeme
changeme1 default1 secret123 admin123 administrator admin1234 root1234 test1234 testing1
test12345 guest123 user1234 login123 letmein! 1password 123password qwer1234 samsung1
samsung123 computer1 google123 facebook1 myspace1 linkedin yahoo123 gmail123 hotmail1 passport
pass1234 pass12345 87654321a 12qwaszx q1w2e3r4 q1w2e3r4t5 asdf;lkj 147258369 159753456
123654789 741852963 963852741 12121212 13131313 69696969 112233445 123454321 54321234 a12345678
1234abcd 12345abc 12345qwe 1234qwer 123456abc 123456qwe 123456789a 1234567a 1234567q qazwsxedc
football123 spiderman hello123 hello1234 helloworld loveme123 sweetheart sweety123 angel123
flower123 summer123 winter123 november december september january1 mercedes ferrari1 corvette
power123 hunter123 killer123 soccer123 pokemon1 matrix123 thunder1 maverick phoenix1 sunflower
`

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean))

/** Case-insensitive, ignoring surrounding spaces: 'Password1 ' is as weak as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase())
}

export const commonPasswordCount = COMMON.size
