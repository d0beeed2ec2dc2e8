programa {
  funcao inicio() {
    inteiro a = 12, b = 10
    escreva(a & b, "\n")
    escreva(a | b, "\n")
    escreva(a ^ b, "\n")
    escreva(~a, "\n")
    escreva(1 << 10, "\n")
    escreva(a >> 2, "\n")
    escreva(-16 >> 2, "\n")
    escreva(1 << 31, "\n")
    escreva(~0, "\n")
    inteiro flags = 0
    flags = flags | (1 << 3)
    flags = flags | 1
    escreva("flags = ", flags, "\n")
    se ((flags & 8) != 0) {
      escreva("bit 3 ligado\n")
    }
  }
}
