// EXPECT: 0 region(s) found
// EXIT: 0
/* nothing to lift here */
// still nothing

