// jemalloc's public header; linking the library replaces malloc for the whole process.
#include <jemalloc/jemalloc.h>
