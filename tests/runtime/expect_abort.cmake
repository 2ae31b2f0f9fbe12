# Runs PROGRAM ARG and passes only if it was killed by abort() (not a normal exit) and its stderr
# matches REGEX. ctest itself treats a signal as a failure, hence this wrapper.
execute_process(COMMAND ${PROGRAM} ${ARG} RESULT_VARIABLE result ERROR_VARIABLE err
                OUTPUT_VARIABLE out)
if(result MATCHES "^[0-9]+$")
  message(FATAL_ERROR "expected abort(), but the program exited with ${result}; stderr:\n${err}")
endif()
if(NOT err MATCHES "${REGEX}")
  message(FATAL_ERROR "stderr does not match '${REGEX}':\n${err}")
endif()
message(STATUS "aborted as expected (${result}): ${err}")
