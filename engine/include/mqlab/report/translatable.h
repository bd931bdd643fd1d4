// Marks the English that the window translates, where the engine writes it. lupdate reads
// MQLAB_TR(context, text) as Qt's QT_TRANSLATE_NOOP and MQLAB_TR_N(context, text) as
// QT_TRANSLATE_N_NOOP (a text with plural forms); app/CMakeLists.txt names them with
// -tr-function-alias. Here each is only its text, so the engine stays free of Qt. A `//:` comment on
// the line before reaches the translator.
#pragma once

#define MQLAB_TR(context, text) text
#define MQLAB_TR_N(context, text) text
