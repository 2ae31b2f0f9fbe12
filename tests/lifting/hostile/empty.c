// EXPECT: 0 region(s) found
// EXIT: 0

