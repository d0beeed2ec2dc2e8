programa {
  inclua biblioteca Texto --> t

  funcao inicio() {
    cadeia s = "banana"
    escreva(t.numero_caracteres(s), "\n")
    escreva(t.caixa_alta(s), " ", t.caixa_baixa("ABC dEf"), "\n")
    escreva(t.substituir(s, "an", "AN"), "\n")
    escreva(t.substituir("a-b-c", "-", ""), "\n")
    escreva(t.preencher_a_esquerda('0', 5, "42"), "\n")
    escreva(t.preencher_a_esquerda('*', 2, "abcdef"), "\n")
    escreva(t.obter_caracter(s, 0), t.obter_caracter(s, 5), "\n")
    escreva(t.posicao_texto("na", s, 0), "\n")
    escreva(t.posicao_texto("na", s, 3), "\n")
    escreva(t.posicao_texto("x", s, 0), "\n")
    escreva(t.extrair_subtexto(s, 1, 4), "\n")
    escreva("[", t.extrair_subtexto(s, 2, 2), "]\n")
    escreva(t.numero_caracteres(""), "\n")
  }
}
