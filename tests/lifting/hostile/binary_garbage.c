// EXPECT: could not be parsed
// EXIT: 1
\x01\x02\x7f garbage @@@ ### {{{ ]]]
